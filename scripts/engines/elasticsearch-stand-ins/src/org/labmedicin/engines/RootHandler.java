package org.labmedicin.engines;

import java.util.List;

import org.elasticsearch.Build;
import org.elasticsearch.client.internal.node.NodeClient;
import org.elasticsearch.cluster.ClusterName;
import org.elasticsearch.common.bytes.BytesArray;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.node.Node;
import org.elasticsearch.rest.BaseRestHandler;
import org.elasticsearch.rest.RestRequest;
import org.elasticsearch.rest.RestResponse;
import org.elasticsearch.rest.RestStatus;
import org.elasticsearch.xcontent.XContentBuilder;

/** `GET /` and `HEAD /`: the node's name, cluster and version; HEAD is what clients ping with. */
final class RootHandler extends BaseRestHandler {
    private final String nodeName;
    private final String clusterName;

    RootHandler(Settings settings) {
        this.nodeName = Node.NODE_NAME_SETTING.get(settings);
        this.clusterName = ClusterName.CLUSTER_NAME_SETTING.get(settings).value();
    }

    @Override
    public String getName() {
        return "labmedicin_stand_in_root_action";
    }

    @Override
    public List<Route> routes() {
        return List.of(new Route(RestRequest.Method.GET, "/"), new Route(RestRequest.Method.HEAD, "/"));
    }

    @Override
    protected RestChannelConsumer prepareRequest(RestRequest request, NodeClient client) {
        if (request.method() == RestRequest.Method.HEAD) {
            return channel -> channel.sendResponse(new RestResponse(RestStatus.OK, RestResponse.TEXT_CONTENT_TYPE, BytesArray.EMPTY));
        }
        return channel -> {
            XContentBuilder body = channel.newBuilder();
            body.startObject()
                .field("name", nodeName)
                .field("cluster_name", clusterName)
                .startObject("version")
                .field("number", Build.current().qualifiedVersion())
                .field("build_flavor", "integ-test-zip with labmedicin test stand-ins")
                .endObject()
                .field("tagline", "You Know, for Search")
                .endObject();
            channel.sendResponse(new RestResponse(RestStatus.OK, body));
        };
    }
}
